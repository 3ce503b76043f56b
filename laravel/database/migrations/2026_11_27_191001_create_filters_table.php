<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/** The product filters (spec §7 Filters): listed in `position` order, soft-deleted to the recycle bin. */
return new class extends Migration
{
    public function up(): void
    {
        Schema::create('filters', function (Blueprint $table) {
            $table->id();
            $table->string('title');
            $table->text('description')->nullable();
            $table->unsignedInteger('position')->default(0)->index();
            $table->softDeletes();
        });
    }
};
