<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/** A filter's choices; a deleted choice is gone for good (and from the products that had it). */
return new class extends Migration
{
    public function up(): void
    {
        Schema::create('filter_choices', function (Blueprint $table) {
            $table->id();
            $table->foreignId('filter_id')->constrained()->cascadeOnDelete();
            $table->string('title');
        });
    }
};
