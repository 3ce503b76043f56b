<?php

namespace Database\Seeders;

use App\Models\Document;
use App\Models\DocumentFolder;
use App\Models\FileEntry;
use App\Models\Icon;
use Illuminate\Database\Seeder;
use Illuminate\Support\Arr;

/** Operation-document folders (their files and access), the file manager's entries and the icons, from the seed. */
class DocumentsSeeder extends Seeder
{
    public function run(array $seed): void
    {
        foreach ($seed['folders'] as $folder) {
            $created = DocumentFolder::forceCreate(Arr::only($folder, ['id', 'title', 'parent_id', 'deleted_at']));
            foreach ($folder['files'] as $file) {
                Document::forceCreate($file + ['folder_id' => $created->id]);
            }
            $created->customers()->attach($folder['customer_ids']);
            $created->companies()->attach($folder['company_ids']);
        }
        foreach ($seed['fileEntries'] as $entry) {
            FileEntry::forceCreate($entry);
        }
        foreach ($seed['icons'] as $icon) {
            Icon::forceCreate($icon);
        }
    }
}
