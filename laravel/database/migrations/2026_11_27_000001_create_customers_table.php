<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/** Customer accounts (the admin customers list): where they are and whose they are, so staff can filter by both. */
return new class extends Migration
{
    public function up(): void
    {
        Schema::create('customers', function (Blueprint $table) {
            $table->id();
            $table->string('name');
            $table->string('email');
            $table->string('phone')->nullable();
            $table->foreignId('company_id')->nullable()->constrained();
            $table->foreignId('area_id')->nullable()->constrained();
            $table->foreignId('user_id')->nullable()->constrained();
            $table->unsignedBigInteger('product_access_type_id')->nullable();
            $table->boolean('is_active')->default(true);
            $table->softDeletes();
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('customers');
    }
};
