<?php

namespace App\Http\Controllers;

use App\Http\Requests\DocumentAccessRequest;
use App\Http\Requests\DocumentFolderRequest;
use App\Http\Resources\DocumentFolderResource;
use App\Models\Customer;
use App\Models\DocumentFolder;
use Illuminate\Http\Request;

/** Operation documents: the admin's folder tree and who may see each folder, and the folders a customer sees. */
class DocumentFolderController extends Controller
{
    private const RELATIONS = ['files', 'customers', 'companies'];

    /** Top-level folders with their files; with `includeChildren` every folder inside them too. */
    public function index(Request $request)
    {
        $withChildren = $request->boolean('includeChildren');

        return DocumentFolderResource::collection(
            DocumentFolder::with(self::RELATIONS)->whereNull('parent_id')->orderBy('id')->get()
                ->map(fn (DocumentFolder $folder) => (new DocumentFolderResource($folder))->withChildren($withChildren))
        );
    }

    /** A new folder has no access of its own; inside a shared folder it is seen through that folder. */
    public function store(DocumentFolderRequest $request)
    {
        $folder = DocumentFolder::create($request->validated());

        return (new DocumentFolderResource($folder))->withChildren()->response()->setStatusCode(201);
    }

    public function rename(DocumentFolderRequest $request, DocumentFolder $folder): DocumentFolderResource
    {
        $folder->update($request->validated());

        return (new DocumentFolderResource($folder))->withChildren();
    }

    /** Soft-deletes the folder with every folder inside it. */
    public function destroy(DocumentFolder $folder)
    {
        $folder->deleteTree();

        return response()->noContent();
    }

    public function access(DocumentAccessRequest $request, DocumentFolder $folder): DocumentFolderResource
    {
        $folder->customers()->sync($request->input('customer_ids', []));
        $folder->companies()->sync($request->input('company_ids', []));

        return (new DocumentFolderResource($folder->load(['customers', 'companies'])))->withChildren();
    }

    /**
     * The folders shared with the logged-in customer or their company, highest first (a shared folder brings
     * everything inside it), each with the titles of the unshared folders above it. Staff are no customer: none.
     */
    public function mine(Request $request)
    {
        $customer = Customer::where('user_id', $request->user()->id)->first();

        return DocumentFolderResource::collection($customer ? $this->sharedBelow(null, $customer) : []);
    }

    /** @return DocumentFolderResource[] */
    private function sharedBelow(?int $parentId, Customer $customer): array
    {
        return DocumentFolder::with(self::RELATIONS)->where('parent_id', $parentId)->orderBy('id')->get()
            ->flatMap(fn (DocumentFolder $folder) => $folder->isSharedWith($customer)
                ? [(new DocumentFolderResource($folder))->withChildren()->withPath()]
                : $this->sharedBelow($folder->id, $customer))
            ->all();
    }
}
