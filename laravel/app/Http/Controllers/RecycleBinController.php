<?php

namespace App\Http\Controllers;

use App\Http\Resources\RecycleBinEntryResource;
use App\Models\Deletion;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\QueryException;
use Illuminate\Support\Facades\DB;

/** The recycle bin: the soft-deleted records of each type of config/recycle_bin.php; restore, or delete for good. */
class RecycleBinController extends Controller
{
    /** Newest deletion first; records deleted at the same moment by their key, so the order never depends on the table. */
    public function index(string $type)
    {
        $records = $this->trashed($type)->orderByDesc('deleted_at')->orderBy($this->model($type)->getKeyName())->get();
        $deletions = Deletion::with('user')->where('deletable_type', $this->model($type)->getMorphClass())
            ->whereIn('deletable_id', $records->map(fn (Model $record) => (string) $record->getKey()))
            ->get()->keyBy('deletable_id');

        return RecycleBinEntryResource::collection($records->map(
            fn (Model $record) => new RecycleBinEntryResource($record, $type, $deletions->get((string) $record->getKey()))
        ));
    }

    public function restore(string $type, string $id)
    {
        $this->trashed($type)->findOrFail($id)->restore();

        return response()->noContent();
    }

    /** For good; a record other records still point at stays in the bin (409) rather than leaving them dangling. */
    public function purge(string $type, string $id)
    {
        $record = $this->trashed($type)->findOrFail($id);
        try {
            DB::transaction(fn () => $record->forceDelete());
        } catch (QueryException $exception) {
            // 23000: an integrity constraint (a foreign key) refused it.
            throw_unless($exception->getCode() === '23000', $exception);
            abort(409, 'Other records still use it: it stays in the recycle bin.');
        }

        return response()->noContent();
    }

    private function model(string $type): Model
    {
        $class = config("recycle_bin.types.{$type}");
        abort_unless($class, 404);

        return new $class();
    }

    private function trashed(string $type): Builder
    {
        return $this->model($type)->newQuery()->onlyTrashed();
    }
}
