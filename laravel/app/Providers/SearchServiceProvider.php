<?php

namespace App\Providers;

use App\Search\Fts5Engine;
use App\Search\Synonyms;
use Illuminate\Support\ServiceProvider;

/** The catalogue's search engine, one per request, with the synonyms data file both servers read. */
class SearchServiceProvider extends ServiceProvider
{
    public function register(): void
    {
        $this->app->singleton(Synonyms::class, fn () => new Synonyms(config('search.synonyms')));
        $this->app->singleton(Fts5Engine::class);
    }
}
