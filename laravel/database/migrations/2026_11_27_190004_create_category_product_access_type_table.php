<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/**
 * The categories an access type opens. Its own `id` keeps the order they were given in (the admin's order, which
 * `category_ids` answers), as the mocks keep the list they were sent.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::create('category_product_access_type', function (Blueprint $table) {
            $table->id();
            $table->foreignId('product_access_type_id')->constrained()->cascadeOnDelete();
            // A category purged from the recycle bin leaves the access types that opened it.
            $table->foreignId('category_id')->constrained()->cascadeOnDelete();
            $table->unique(['product_access_type_id', 'category_id']);
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('category_product_access_type');
    }
};
