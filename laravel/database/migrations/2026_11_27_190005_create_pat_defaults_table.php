<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/** The access type a new customer of an area or a company gets; it goes with its access type. */
return new class extends Migration
{
    public function up(): void
    {
        Schema::create('pat_defaults', function (Blueprint $table) {
            $table->id();
            $table->foreignId('product_access_type_id')->constrained()->cascadeOnDelete();
            // An area or company purged from the recycle bin takes its defaults with it.
            $table->foreignId('area_id')->nullable()->constrained()->cascadeOnDelete();
            $table->foreignId('company_id')->nullable()->constrained()->cascadeOnDelete();
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('pat_defaults');
    }
};
