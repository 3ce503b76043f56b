<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/**
 * Which access types' customers may not put a product on their wishlist (`PUT /api/nonwishlist/…`). The access type
 * is a plain id here: the product access types have their own table and migration.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::create('non_wishlists', function (Blueprint $table) {
            $table->string('product_id');
            $table->foreign('product_id')->references('id')->on('products')->cascadeOnDelete();
            $table->unsignedBigInteger('access_type_id');
            $table->primary(['product_id', 'access_type_id']);
        });
    }
};
