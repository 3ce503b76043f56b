<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/** Operation-document folders: a tree; a deleted folder (and everything inside it) is soft-deleted, as the mocks keep it. */
return new class extends Migration
{
    public function up(): void
    {
        Schema::create('document_folders', function (Blueprint $table) {
            $table->id();
            $table->string('title');
            $table->foreignId('parent_id')->nullable()->constrained('document_folders');
            $table->softDeletes();
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('document_folders');
    }
};
