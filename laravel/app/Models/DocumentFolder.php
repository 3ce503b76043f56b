<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\BelongsToMany;
use Illuminate\Database\Eloquent\Relations\HasMany;
use Illuminate\Database\Eloquent\SoftDeletes;

/** An operation-document folder: its files, sub-folders, and the customers and companies it is shared with. */
class DocumentFolder extends Model
{
    use SoftDeletes;

    public $timestamps = false;

    protected $fillable = ['title', 'parent_id'];

    public function parent(): BelongsTo
    {
        return $this->belongsTo(self::class, 'parent_id');
    }

    public function children(): HasMany
    {
        return $this->hasMany(self::class, 'parent_id')->orderBy('id');
    }

    public function files(): HasMany
    {
        return $this->hasMany(Document::class, 'folder_id')->orderBy('id');
    }

    public function customers(): BelongsToMany
    {
        return $this->belongsToMany(Customer::class);
    }

    public function companies(): BelongsToMany
    {
        return $this->belongsToMany(Company::class);
    }

    /** Soft-deletes the folder with every folder inside it (their files stay with them). */
    public function deleteTree(): void
    {
        $this->children->each->deleteTree();
        $this->delete();
    }

    /** A folder shared with the customer, or with the customer's company. */
    public function isSharedWith(Customer $customer): bool
    {
        return $this->customers->contains('id', $customer->id)
            || ($customer->company_id !== null && $this->companies->contains('id', $customer->company_id));
    }

    /** The titles of the folders above it, from the top. */
    public function path(): array
    {
        return $this->parent ? [...$this->parent->path(), $this->parent->title] : [];
    }
}
