<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        Schema::create('roles', function (Blueprint $table) {
            $table->id();
            $table->string('title');
            $table->text('description')->nullable();
            $table->json('permission_keys');
        });
        Schema::create('permissions', function (Blueprint $table) {
            $table->id();
            $table->string('key')->unique();
            $table->string('group');
            $table->string('title');
            $table->text('description')->nullable();
        });
        Schema::create('users', function (Blueprint $table) {
            $table->id();
            $table->string('name');
            $table->string('email')->unique();
            $table->string('password');
            $table->boolean('is_active')->default(true);
            $table->foreignId('role_id')->constrained();
            $table->json('permissions_keys');
            $table->boolean('must_change_password')->default(false);
            $table->rememberToken();
            $table->timestamp('created_at')->nullable();
            $table->softDeletes();
        });
        Schema::create('areas', function (Blueprint $table) {
            $table->id();
            $table->string('name');
            $table->string('code')->nullable();
        });
        Schema::create('companies', function (Blueprint $table) {
            $table->id();
            $table->string('name');
            $table->string('code')->nullable();
            $table->string('country')->nullable();
            $table->foreignId('area_id')->nullable()->constrained();
        });
        Schema::create('area_user', function (Blueprint $table) {
            $table->foreignId('area_id')->constrained();
            $table->foreignId('user_id')->constrained();
        });
        Schema::create('company_user', function (Blueprint $table) {
            $table->foreignId('company_id')->constrained();
            $table->foreignId('user_id')->constrained();
        });
        Schema::create('sessions', function (Blueprint $table) {
            $table->string('id')->primary();
            $table->foreignId('user_id')->nullable()->index();
            $table->string('ip_address', 45)->nullable();
            $table->text('user_agent')->nullable();
            $table->text('payload');
            $table->integer('last_activity')->index();
        });
        Schema::create('enquiries', function (Blueprint $table) {
            $table->id();
            $table->string('email');
            $table->string('company');
            $table->string('region', 2);
            $table->text('comment')->nullable();
            $table->timestamp('created_at')->nullable();
        });
    }
};
