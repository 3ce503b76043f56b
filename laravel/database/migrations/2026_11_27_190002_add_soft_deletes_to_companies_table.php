<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/** A deleted company goes to the recycle bin, restorable with its customers' links intact. */
return new class extends Migration
{
    public function up(): void
    {
        Schema::table('companies', fn (Blueprint $table) => $table->softDeletes());
    }

    public function down(): void
    {
        Schema::table('companies', fn (Blueprint $table) => $table->dropSoftDeletes());
    }
};
