<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        Schema::create('categories', function (Blueprint $table) {
            $table->id();
            $table->string('title');
            $table->text('description')->nullable();
            $table->foreignId('parent_id')->nullable()->constrained('categories');
            $table->unsignedBigInteger('file_id')->nullable();
            $table->text('cover_html')->nullable();
            $table->string('img')->nullable();
            $table->unsignedBigInteger('banner_file_id')->nullable();
            $table->string('banner_img')->nullable();
            $table->unsignedInteger('position');
            $table->softDeletes();
        });
        Schema::create('products', function (Blueprint $table) {
            $table->string('id')->primary();
            $table->string('parent_code')->index();
            $table->string('title');
            $table->text('description')->nullable();
            foreach (['volume', 'weight_net', 'weight_gross', 'dimension_length', 'dimension_width', 'dimension_height'] as $measure) {
                $table->double($measure)->nullable();
            }
            $table->string('product_dimensions')->nullable();
            $table->json('components');
            $table->json('images');
            $table->json('filter');
            $table->unsignedTinyInteger('is_locked')->default(0);
            $table->timestamp('created_at')->nullable();
            $table->softDeletes();
        });
        Schema::create('category_product', function (Blueprint $table) {
            $table->foreignId('category_id')->constrained();
            $table->string('product_id')->index();
            $table->foreign('product_id')->references('id')->on('products');
        });
        Schema::create('wishlist_items', function (Blueprint $table) {
            $table->id();
            $table->foreignId('user_id')->constrained();
            $table->string('product_id');
            $table->foreign('product_id')->references('id')->on('products');
            $table->unsignedInteger('qty');
        });
        Schema::create('temp_products', function (Blueprint $table) {
            $table->id();
            $table->string('token')->unique();
            $table->string('product_id');
            $table->string('parent_code');
            $table->string('title');
            $table->text('description')->nullable();
            foreach (['volume', 'weight_net', 'weight_gross', 'dimension_length', 'dimension_width', 'dimension_height'] as $measure) {
                $table->double($measure)->nullable();
            }
            $table->unsignedTinyInteger('is_locked')->default(0);
            $table->json('categories');
            $table->json('images');
            $table->timestamp('verified_at')->nullable();
            $table->boolean('expired')->default(false);
            $table->timestamp('created_at')->nullable();
        });
    }
};
