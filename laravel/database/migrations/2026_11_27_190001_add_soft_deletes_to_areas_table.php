<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/** A deleted area goes to the recycle bin, restorable with its companies' and customers' links intact. */
return new class extends Migration
{
    public function up(): void
    {
        Schema::table('areas', fn (Blueprint $table) => $table->softDeletes());
    }

    public function down(): void
    {
        Schema::table('areas', fn (Blueprint $table) => $table->dropSoftDeletes());
    }
};
