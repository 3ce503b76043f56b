<?php

namespace App\Providers;

use App\Models\Deletion;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Support\Facades\Auth;
use Illuminate\Support\ServiceProvider;

/**
 * Records who moves a record of a binned type (config/recycle_bin.php) to the recycle bin, and forgets it when the
 * record is restored or deleted for good: the bin answers `deleted_by`. Listening here rather than in each model
 * keeps the registry the one list of binned types.
 */
class RecycleBinServiceProvider extends ServiceProvider
{
    public function boot(): void
    {
        foreach (config('recycle_bin.types') as $class) {
            $class::deleted(function (Model $record) {
                self::forget($record);
                if (! $record->isForceDeleting()) {
                    Deletion::create([
                        'deletable_type' => $record->getMorphClass(),
                        'deletable_id' => (string) $record->getKey(),
                        'user_id' => Auth::id(),
                    ]);
                }
            });
            $class::restored(fn (Model $record) => self::forget($record));
        }
    }

    private static function forget(Model $record): void
    {
        Deletion::where('deletable_type', $record->getMorphClass())->where('deletable_id', (string) $record->getKey())->delete();
    }
}
