<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/** Which part of the catalogue a customer sees ("Full catalogue", "Seasonal only"); deleted for good, not binned. */
return new class extends Migration
{
    public function up(): void
    {
        Schema::create('product_access_types', function (Blueprint $table) {
            $table->id();
            $table->string('title');
            $table->text('description')->nullable();
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('product_access_types');
    }
};
