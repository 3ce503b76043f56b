<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/**
 * Who moved a record to the recycle bin: one row per soft-deleted record of a type in config/recycle_bin.php, kept
 * here rather than as a column on each binned table (a product's key is text, hence the string id).
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::create('deletions', function (Blueprint $table) {
            $table->string('deletable_type');
            $table->string('deletable_id');
            $table->foreignId('user_id')->nullable()->constrained()->nullOnDelete();
            $table->primary(['deletable_type', 'deletable_id']);
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('deletions');
    }
};
