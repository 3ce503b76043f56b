<?php

namespace App\Http\Controllers;

use App\Http\Requests\FileEntryNameRequest;
use App\Http\Requests\FileUploadRequest;
use App\Http\Resources\FileEntryResource;
use App\Models\FileEntry;
use Illuminate\Http\Request;
use Illuminate\Http\UploadedFile;

/** The file manager: one folder's entries, uploads, new folders, renames and deletes (for good). */
class FileEntryController extends Controller
{
    /** The entries of one folder (`parent_id`; left out for the root), folders first, then by name. */
    public function index(Request $request)
    {
        return FileEntryResource::collection(
            FileEntry::where('parent_id', $request->input('parent_id'))
                ->orderByRaw("kind = 'folder' desc")->orderByRaw('name collate nocase')->orderBy('id')->get()
        );
    }

    public function store(FileUploadRequest $request)
    {
        $parentId = $request->input('parent_id');
        $entries = collect($request->file('files'))->map(function (UploadedFile $file) use ($parentId) {
            $path = $file->store('uploads');

            return FileEntry::create([
                'kind' => 'file',
                'name' => $file->getClientOriginalName(),
                'parent_id' => $parentId,
                'url' => "/storage/{$path}",
                'path' => $path,
                'mime_type' => $file->getMimeType(),
                'size' => $file->getSize(),
            ]);
        });

        return FileEntryResource::collection($entries)->response()->setStatusCode(201);
    }

    public function storeFolder(FileEntryNameRequest $request)
    {
        $folder = FileEntry::create(['kind' => 'folder'] + $request->validated());

        return (new FileEntryResource($folder))->response()->setStatusCode(201);
    }

    public function rename(FileEntryNameRequest $request, FileEntry $file): FileEntryResource
    {
        $file->update($request->validated());

        return new FileEntryResource($file);
    }

    /** A file, or a folder with everything in it. */
    public function destroy(FileEntry $file)
    {
        $file->deleteTree();

        return response()->noContent();
    }
}
