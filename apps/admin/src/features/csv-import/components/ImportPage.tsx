import { Can } from '@/components/Can';
import { PageHeader } from '@/components/PageHeader';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCan } from '@/stores/sessionStore';
import { ImportForm } from './ImportForm';

/**
 * CSV import of products and of stock counts (spreadsheets are where Indian shops keep them),
 * each previewed before it is applied. The orders' CSV export is on the Orders screen.
 *
 * @example
 * <Route path="catalogue/import" element={<ImportPage />} />
 */
export function ImportPage() {
  const stock = useCan('STOCK_ADJUST');
  return (
    <>
      <PageHeader
        title="CSV import"
        description="Preview first: nothing changes until you apply."
      />
      <Tabs defaultValue="products">
        <TabsList>
          <TabsTrigger value="products">Products</TabsTrigger>
          {stock && <TabsTrigger value="stock">Stock counts</TabsTrigger>}
        </TabsList>
        <TabsContent value="products">
          <ImportForm kind="products" />
        </TabsContent>
        <Can permission="STOCK_ADJUST">
          <TabsContent value="stock">
            <ImportForm kind="stock" />
          </TabsContent>
        </Can>
      </Tabs>
    </>
  );
}
