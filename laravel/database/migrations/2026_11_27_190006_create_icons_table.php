<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/** The icon manager's SVG icons (`path`: the sanitised copy on the local disk; null for seeded icons). */
return new class extends Migration
{
    public function up(): void
    {
        Schema::create('icons', function (Blueprint $table) {
            $table->id();
            $table->string('name');
            $table->string('url');
            $table->string('path')->nullable();
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('icons');
    }
};
