<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/** The customers a folder is shared with. */
return new class extends Migration
{
    public function up(): void
    {
        Schema::create('customer_document_folder', function (Blueprint $table) {
            $table->foreignId('document_folder_id')->constrained()->cascadeOnDelete();
            $table->foreignId('customer_id')->constrained()->cascadeOnDelete();
            $table->primary(['document_folder_id', 'customer_id']);
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('customer_document_folder');
    }
};
