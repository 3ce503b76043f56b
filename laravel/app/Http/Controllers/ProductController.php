<?php

namespace App\Http\Controllers;

use App\Http\Requests\ProductIndexRequest;
use App\Http\Resources\ProductResource;
use App\Models\Category;
use App\Models\Filter;
use App\Models\FilterChoice;
use App\Models\Product;
use App\Search\Fts5Engine;
use App\Search\SearchQuery;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Http\Request;
use Illuminate\Support\Collection;

class ProductController extends Controller
{
    public function __construct(private Fts5Engine $engine)
    {
    }

    /**
     * The catalogue's list: the search (`q`), a category page (`category_id`) and a sub-category in it (`sub`), filter
     * choices (`choices[]`: one of each filter's chosen choices), sorting, Laravel's paginator, and with `facets=1` the
     * count of each choice and sub-category (docs/api.md).
     */
    public function index(ProductIndexRequest $request)
    {
        $pageId = $request->input('category_id') ?: $request->input('sub');
        // A category closed to the customer is not there for them, as a missing one.
        $page = $pageId ? Category::visibleTo($request->user())->findOrFail($pageId) : null;
        $sub = $request->filled('sub') ? Category::visibleTo($request->user())->findOrFail($request->input('sub')) : null;
        // The search (the engine's hits, joined) and the category page, applied to the rows the facets count and to
        // the page asked for.
        $q = trim((string) $request->input('q'));
        $search = $q === '' ? null : $this->engine->search($q);
        $scoped = fn () => Product::visibleTo($request->user())
            ->when($q !== '', fn (Builder $query) => $search === null
                ? $query->whereRaw('0 = 1')
                : $query->select('products.*')->joinSub($this->engine->hits($search, $q), 'hits', 'hits.product_id', '=', 'products.id'))
            ->when($page, fn (Builder $query) => $query->whereHas('categories', fn (Builder $c) => $c->whereIn('categories.id', $page->treeIds())))
            ->when($request->filled('locked'), fn (Builder $query) => $query->where('is_locked', $request->boolean('locked') ? 1 : 0));

        $choices = $request->choices();
        [$minHeight, $maxHeight] = $request->heights();
        $needsRows = $choices !== [] || $request->boolean('facets');
        $rows = $needsRows ? $scoped()->with('categories:id')->get(['id', 'filter', 'dimension_height']) : collect();
        $groups = $this->choiceGroups($choices);
        $subIds = $sub ? $sub->treeIds() : null;
        $inSub = fn (Product $row) => $subIds === null || $row->categories->pluck('id')->intersect($subIds)->isNotEmpty();

        $products = $scoped()->with('categories', 'family', 'nonWishlists')
            ->when($subIds !== null, fn (Builder $query) => $query->whereHas('categories', fn (Builder $c) => $c->whereIn('categories.id', $subIds)))
            ->when($minHeight !== null, fn (Builder $query) => $query->where('dimension_height', '>=', $minHeight))
            ->when($maxHeight !== null, fn (Builder $query) => $query->where('dimension_height', '<=', $maxHeight))
            ->when($choices !== [], fn (Builder $query) => $query->whereIn('id', $rows->filter(fn (Product $row) => $inSub($row) && $this->failedGroups($row, $groups) === [])->pluck('id')));

        // Best first, unless a sort was asked for: the code's product, its family, then relevance.
        $products->when($search !== null && ! $request->filled('sort'), fn (Builder $query) => $query->orderBy('hits.tier')->orderBy('hits.score'));
        // Then the catalogue's own order (the products data table moves it), which also settles equal sort keys.
        $products->when(! $request->filled('sort'), fn (Builder $query) => $query->ordered());
        $paginator = $request->paginate($products);
        $answer = ProductResource::collection($paginator);

        return $answer->additional(array_merge(
            $request->boolean('facets') ? ['facets' => $this->facets($rows, $groups, $inSub, $request->input('category_id'), $minHeight, $maxHeight)] : [],
            $q !== '' ? ['search' => ['matched_words' => $search ? $this->engine->matchedWords($search, $paginator->pluck('id')->all()) : []]] : [],
        ));
    }

    /**
     * What the header's search suggests: up to 6 products and 4 categories holding every word, best first; when
     * none does, the nearest ones (any word, typos forgiven) with `nearest: true` (docs/api.md).
     */
    public function suggestions(Request $request)
    {
        $q = trim((string) $request->input('q'));
        $found = $this->suggested($request, $q, $this->engine->search($q), false);
        if ($found['products'] !== [] || $found['categories'] !== [] || $q === '') {
            return ['data' => $found + ['nearest' => false]];
        }

        return ['data' => $this->suggested($request, $q, $this->engine->nearest($q), true) + ['nearest' => true]];
    }

    private function suggested(Request $request, string $q, ?SearchQuery $search, bool $nearest): array
    {
        if ($search === null) {
            return ['products' => [], 'categories' => [], 'matched_words' => []];
        }
        $products = Product::visibleTo($request->user())->select('products.*')
            ->joinSub($this->engine->hits($search, $q), 'hits', 'hits.product_id', '=', 'products.id')
            ->orderBy('hits.tier')->orderBy('hits.score')
            ->limit(6)
            ->get();
        // Every matching category, best first, then the first 4 open to the user.
        $ranked = $this->engine->categories($q, $nearest, PHP_INT_MAX);
        $categories = Category::visibleTo($request->user())->whereIn('id', $ranked)->get()->keyBy('id');

        return [
            'products' => $products->map(fn (Product $p) => ['id' => $p->id, 'title' => $p->title, 'img' => $p->images[0]['url'] ?? null])->all(),
            'categories' => collect($ranked)->map(fn (int $id) => $categories->get($id))->filter()->take(4)
                ->map(fn (Category $c) => ['id' => $c->id, 'title' => $c->title])->values()->all(),
            'matched_words' => $this->engine->matchedWords($search, $products->pluck('id')->all()),
        ];
    }

    /** The height filter's steps in centimetres, the list's `height_steps` facet (docs/api.md). */
    private const HEIGHT_STEPS = [50, 100, 200, 300, 500, 800, 1000, 1500, 2000];

    /** Whether a height lies within the range; a product without one is outside every range that has an end. */
    private static function withinHeights($height, ?float $min, ?float $max): bool
    {
        return ($min === null && $max === null)
            || ($height !== null && ($min === null || $height >= $min) && ($max === null || $height <= $max));
    }

    /** The chosen choices by their live filter; a choice of none matches nothing. */
    private function choiceGroups(array $choices): array
    {
        $filterOf = FilterChoice::whereHas('filter')->whereIn('id', $choices)->pluck('filter_id', 'id');
        $groups = [];
        foreach ($choices as $choice) {
            $groups[isset($filterOf[$choice]) ? 'filter-'.$filterOf[$choice] : 'unknown-'.$choice][] = $choice;
        }

        return $groups;
    }

    /** The keys of the groups a product has no choice of. */
    private function failedGroups(Product $row, array $groups): array
    {
        $own = collect($row->filter)->pluck('choice_id')->all();

        return array_keys(array_filter($groups, fn (array $group) => array_intersect($group, $own) === []));
    }

    /**
     * Each live filter's choices, in the filters' order, counted with the other filters' choices and the height range
     * applied, each sub-category of the category page with every choice
     * and the range applied, and each height step with every choice and the range's other end applied.
     */
    private function facets(Collection $rows, array $groups, \Closure $inSub, $categoryId, ?float $minHeight, ?float $maxHeight): array
    {
        $choiceCounts = [];
        $subCounts = [];
        $atLeast = array_fill(0, count(self::HEIGHT_STEPS), 0);
        $atMost = $atLeast;
        $subs = $categoryId ? Category::where('parent_id', $categoryId)->orderBy('position')->orderBy('id')->get() : collect();
        $subTrees = $subs->mapWithKeys(fn (Category $c) => [$c->id => $c->treeIds()]);
        foreach ($rows as $row) {
            $height = $row->dimension_height;
            $failed = $this->failedGroups($row, $groups);
            if (! self::withinHeights($height, $minHeight, $maxHeight)) {
                $failed[] = 'height';
            }
            if ($height !== null && $inSub($row) && array_diff($failed, ['height']) === []) {
                foreach (self::HEIGHT_STEPS as $index => $step) {
                    $atLeast[$index] += (int) ($height >= $step && self::withinHeights($height, null, $maxHeight));
                    $atMost[$index] += (int) ($height <= $step && self::withinHeights($height, $minHeight, null));
                }
            }
            if ($failed === []) {
                $ids = $row->categories->pluck('id');
                foreach ($subTrees as $subId => $tree) {
                    if ($ids->intersect($tree)->isNotEmpty()) {
                        $subCounts[$subId] = ($subCounts[$subId] ?? 0) + 1;
                    }
                }
            }
            if (! $inSub($row) || count($failed) > 1) {
                continue;
            }
            foreach ($row->filter as $value) {
                if ($failed === [] || $failed[0] === 'filter-'.$value['filter_id']) {
                    $choiceCounts[$value['choice_id']] = ($choiceCounts[$value['choice_id']] ?? 0) + 1;
                }
            }
        }
        return [
            'filters' => Filter::ordered()->with('choices')->get()->map(fn (Filter $filter) => [
                'id' => $filter->id,
                'title' => $filter->title,
                'choices' => $filter->choices->map(fn (FilterChoice $choice) => [
                    'id' => $choice->id,
                    'title' => $choice->title,
                    'count' => $choiceCounts[$choice->id] ?? 0,
                ]),
            ]),
            'sub_categories' => $subs->map(fn (Category $c) => ['id' => $c->id, 'title' => $c->title, 'count' => $subCounts[$c->id] ?? 0])->values(),
            'height_steps' => array_map(fn (int $step, int $index) => ['height' => $step, 'at_least' => $atLeast[$index], 'at_most' => $atMost[$index]], self::HEIGHT_STEPS, array_keys(self::HEIGHT_STEPS)),
        ];
    }

    /** The catalogue home's seasonal range: the newest 12 Christmas, Halloween and Easter pieces. */
    public function seasonal(Request $request)
    {
        $ids = Category::whereNull('parent_id')
            ->where(fn (Builder $q) => $q->where('title', 'like', 'Christmas%')->orWhere('title', 'like', 'Halloween%')->orWhere('title', 'like', 'Easter%'))
            ->get()
            ->flatMap(fn (Category $category) => $category->treeIds());

        return ProductResource::collection(
            Product::visibleTo($request->user())->with('categories', 'family', 'nonWishlists')
                ->whereHas('categories', fn (Builder $c) => $c->whereIn('categories.id', $ids))
                ->latest()
                ->limit(12)
                ->get()
        );
    }

    /** Every product of a category and of the categories below it. */
    public function ofCategory(Request $request, Category $category)
    {
        abort_unless(Category::visibleTo($request->user())->whereKey($category->id)->exists(), 404);

        return ProductResource::collection(
            Product::visibleTo($request->user())->with('categories', 'family', 'nonWishlists')
                ->whereHas('categories', fn (Builder $c) => $c->whereIn('categories.id', $category->treeIds()))
                ->ordered()
                ->get()
        );
    }

    /** Outside the customer's ranges: said plainly (403), with nothing of the product. */
    public function show(Request $request, Product $product): ProductResource
    {
        abort_unless($product->isVisibleTo($request->user()), 403, 'This product is not in the ranges your account shows.');

        return new ProductResource($product);
    }
}
