<?php

use App\Search\Fts5Engine;
use Illuminate\Database\Migrations\Migration;

return new class extends Migration
{
    public function up(): void
    {
        Fts5Engine::createTables();
    }

    public function down(): void
    {
        Fts5Engine::dropTables();
    }
};
