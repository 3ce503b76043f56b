<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/** The companies a folder is shared with: all their customers see it. */
return new class extends Migration
{
    public function up(): void
    {
        Schema::create('company_document_folder', function (Blueprint $table) {
            $table->foreignId('document_folder_id')->constrained()->cascadeOnDelete();
            $table->foreignId('company_id')->constrained()->cascadeOnDelete();
            $table->primary(['document_folder_id', 'company_id']);
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('company_document_folder');
    }
};
