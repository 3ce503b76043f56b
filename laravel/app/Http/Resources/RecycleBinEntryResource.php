<?php

namespace App\Http\Resources;

use Illuminate\Http\Resources\Json\JsonResource;

/** A trashed record of a binned type; `deletion` (App\Models\Deletion, or null) says who deleted it. */
class RecycleBinEntryResource extends JsonResource
{
    public function __construct($resource, private string $type, private ?object $deletion)
    {
        parent::__construct($resource);
    }

    public function toArray($request): array
    {
        return [
            'id' => $this->getKey(),
            'type' => $this->type,
            'title' => $this->title ?? $this->name,
            'deleted_at' => $this->deleted_at,
            'deleted_by' => $this->deletion?->user?->name,
        ];
    }
}
