<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/** The file manager's tree: folders and files (`path`: an upload's copy on the local disk; null for seeded files). */
return new class extends Migration
{
    public function up(): void
    {
        Schema::create('file_entries', function (Blueprint $table) {
            $table->id();
            $table->string('kind');
            $table->string('name');
            $table->foreignId('parent_id')->nullable()->constrained('file_entries')->cascadeOnDelete();
            $table->string('url')->nullable();
            $table->string('path')->nullable();
            $table->string('mime_type')->nullable();
            $table->unsignedBigInteger('size')->nullable();
            $table->timestamp('updated_at')->nullable();
            $table->index(['parent_id', 'name']);
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('file_entries');
    }
};
