<?php

namespace App\Http\Resources;

use Illuminate\Http\Resources\Json\JsonResource;

/** A folder with its files and access; its sub-folders (all the way down) when asked for, its path on "my documents". */
class DocumentFolderResource extends JsonResource
{
    private bool $withChildren = false;

    private bool $withPath = false;

    /** With every folder inside it, each with its own. */
    public function withChildren(bool $withChildren = true): self
    {
        $this->withChildren = $withChildren;

        return $this;
    }

    /** With the titles of the folders above it (a customer's shared folder whose parents are not shared). */
    public function withPath(): self
    {
        $this->withPath = true;

        return $this;
    }

    public function toArray($request): array
    {
        return [
            'id' => $this->id,
            'title' => $this->title,
            'parent_id' => $this->parent_id,
            'files' => DocumentResource::collection($this->files),
            'customer_ids' => $this->customers->pluck('id')->sort()->values(),
            'company_ids' => $this->companies->pluck('id')->sort()->values(),
            'children' => $this->when($this->withChildren, fn () => $this->children->map(
                fn ($child) => (new self($child))->withChildren()
            )),
            'path' => $this->when($this->withPath, fn () => $this->path()),
        ];
    }
}
