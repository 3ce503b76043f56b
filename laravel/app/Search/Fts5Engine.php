<?php

namespace App\Search;

use App\Models\Category;
use App\Models\Product;
use Illuminate\Database\Query\Builder;
use Illuminate\Support\Collection;
use Illuminate\Support\Facades\DB;

/**
 * The catalogue's search engine, shaped as Laravel Scout's engines are (update, delete, flush, search), on SQLite's
 * FTS5: a `product_search` and a `category_search` table of the words `SearchWords` makes, ranked with FTS5's bm25.
 * The rules match the mocks' MiniSearch (docs/decisions/catalogue-search.md): every word, each the start of a longer
 * one (one letter only itself), typos forgiven when nothing matches as typed, a code first.
 */
final class Fts5Engine
{
    /** bm25 weights in the table's column order (product_id, code, title, synonyms, categories, tags, description, named). */
    private const PRODUCT_WEIGHTS = '0, 6.0, 3.0, 2.0, 1.5, 1.0, 0.5, 0';

    private const PRODUCT_COLUMNS = ['code', 'title', 'synonyms', 'categories', 'tags', 'description'];

    public function __construct(private Synonyms $synonyms)
    {
    }

    /** The search tables (a migration calls this). */
    public static function createTables(): void
    {
        DB::statement('CREATE VIRTUAL TABLE product_search USING fts5(product_id UNINDEXED, code, title, synonyms, categories, tags, description, named UNINDEXED)');
        DB::statement('CREATE VIRTUAL TABLE product_search_vocab USING fts5vocab(product_search, row)');
        DB::statement('CREATE VIRTUAL TABLE category_search USING fts5(category_id UNINDEXED, title, synonyms)');
        DB::statement('CREATE VIRTUAL TABLE category_search_vocab USING fts5vocab(category_search, row)');
    }

    public static function dropTables(): void
    {
        foreach (['product_search_vocab', 'product_search', 'category_search_vocab', 'category_search'] as $table) {
            DB::statement("DROP TABLE IF EXISTS {$table}");
        }
    }

    /** Indexes these products again (live ones; a deleted one leaves the index). */
    public function update(Collection $products): void
    {
        $products->loadMissing('categories:id,title');
        $this->delete($products);
        $rows = $products->filter(fn (Product $product) => ! $product->trashed())->map(function (Product $product) {
            $named = $this->synonyms->of($product->title.' '.$product->description);

            return [
                'product_id' => $product->id,
                'code' => SearchWords::indexed($product->id.' '.$product->parent_code),
                'title' => SearchWords::indexed($product->title),
                'synonyms' => implode(' ', array_merge([], ...array_column($named, 'synonyms'))),
                'categories' => SearchWords::indexed($product->categories->pluck('title')->implode(' ')),
                'tags' => SearchWords::indexed(collect($product->filter)->pluck('choice_title')->implode(' ')),
                'description' => SearchWords::indexed((string) $product->description),
                'named' => json_encode($named),
            ];
        });
        foreach ($rows->chunk(500) as $chunk) {
            DB::table('product_search')->insert($chunk->values()->all());
        }
    }

    public function delete(Collection $products): void
    {
        DB::table('product_search')->whereIn('product_id', $products->pluck('id'))->delete();
    }

    /** The whole catalogue indexed afresh: the seeder's last step, and `php artisan search:rebuild`'s. */
    public function rebuild(): void
    {
        DB::table('product_search')->delete();
        Product::with('categories:id,title')->chunk(1000, fn (Collection $products) => $this->update($products));
        DB::table('category_search')->delete();
        DB::table('category_search')->insert(Category::all()->map(fn (Category $category) => [
            'category_id' => $category->id,
            'title' => SearchWords::indexed($category->title),
            'synonyms' => implode(' ', array_merge([], ...array_column($this->synonyms->of($category->title), 'synonyms'))),
        ])->all());
    }

    /**
     * The products holding every word of `$q`, as a query of `product_id` and `score` (lower is better) to join;
     * typos forgiven when none holds them as typed. Null when `$q` has no word at all (nothing matches).
     */
    public function search(string $q): ?SearchQuery
    {
        return $this->query('product_search', $q, ' AND ');
    }

    /** The nearest products when none holds every word: any word counts, typos forgiven. */
    public function nearest(string $q): ?SearchQuery
    {
        $words = SearchWords::of($q);

        return $words === [] ? null : $this->expression('product_search', $words, ' OR ', true);
    }

    /** The hits of a search, best first: the product whose code is `$q`, then its family, then by bm25. */
    public function hits(SearchQuery $search, string $q): Builder
    {
        $code = SearchWords::fold(trim($q));

        return DB::table('product_search')
            ->join('products', 'products.id', '=', 'product_search.product_id')
            ->selectRaw('product_search.product_id, (CASE WHEN lower(products.id) = ? THEN 0 WHEN lower(products.parent_code) = ? THEN 1 ELSE 2 END) AS tier, bm25(product_search, '.self::PRODUCT_WEIGHTS.') AS score', [$code, $code])
            ->whereRaw('product_search MATCH ?', [$search->match]);
    }

    /** @return int[] the categories whose title holds every word (typos forgiven when none does), or the nearest */
    public function categories(string $q, bool $nearest, int $limit): array
    {
        $words = SearchWords::of($q);
        $search = $words === [] ? null : ($nearest
            ? $this->expression('category_search', $words, ' OR ', true)
            : $this->query('category_search', $q, ' AND '));

        return $search === null ? [] : DB::table('category_search')
            ->whereRaw('category_search MATCH ?', [$search->match])
            ->orderByRaw('bm25(category_search, 0, 2.0, 1.0)')
            ->limit($limit)
            ->pluck('category_id')
            ->map(fn ($id) => (int) $id)
            ->all();
    }

    /**
     * The words of these products the search matched, for the results' marks; a word matched as a synonym marks
     * the names of its group the product holds ("T-Rex" for "tyrannosaurus").
     *
     * @param  string[]  $productIds
     * @return string[]
     */
    public function matchedWords(SearchQuery $search, array $productIds): array
    {
        $words = [];
        foreach (DB::table('product_search')->whereIn('product_id', $productIds)->get() as $row) {
            foreach (self::PRODUCT_COLUMNS as $column) {
                foreach (array_filter(explode(' ', $row->{$column})) as $word) {
                    if (! $search->matches($word)) {
                        continue;
                    }
                    $words[$word] = true;
                    if ($column !== 'synonyms') {
                        continue;
                    }
                    foreach (json_decode($row->named, true) as $group) {
                        if (in_array($word, $group['synonyms'], true)) {
                            $words += array_fill_keys($group['named'], true);
                        }
                    }
                }
            }
        }
        $words = array_map('strval', array_keys($words));
        sort($words);

        return $words;
    }

    /** Every word as typed; when nothing holds them all, again with typos forgiven. */
    private function query(string $table, string $q, string $operator): ?SearchQuery
    {
        $words = SearchWords::of($q);
        if ($words === []) {
            return null;
        }
        $exact = $this->expression($table, $words, $operator, false);

        return DB::table($table)->whereRaw("{$table} MATCH ?", [$exact->match])->exists()
            ? $exact
            : $this->expression($table, $words, $operator, true);
    }

    /** @param string[] $words */
    private function expression(string $table, array $words, string $operator, bool $forgiving): SearchQuery
    {
        $vocabulary = null;
        $alternatives = [];
        foreach ($words as $word) {
            $near = [];
            // Typos forgiven in words of 5 letters or more, one edit in five (MiniSearch's fuzzy 0.2), never in numbers.
            if ($forgiving && mb_strlen($word) >= 5 && ! preg_match('/\d/', $word)) {
                $vocabulary ??= DB::table("{$table}_vocab")->pluck('term')->all();
                $allowed = (int) round(mb_strlen($word) * 0.2);
                $near = array_values(array_filter($vocabulary, fn (string $term) => $term !== $word
                    && abs(strlen($term) - strlen($word)) <= $allowed && levenshtein($term, $word) <= $allowed));
            }
            $alternatives[] = ['word' => $word, 'prefix' => mb_strlen($word) >= 2, 'near' => $near];
        }

        return new SearchQuery($alternatives, $operator);
    }
}
