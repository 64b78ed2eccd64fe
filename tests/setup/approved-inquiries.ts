// The approved pricing inquiries (ApprovedReadyToTalk) of a test's local
// database, through a second connection: no service lists them, since the
// consortium reads them outside the site.
import { openDatabase, type ApprovedPricingRecord } from '../../src/services/local/db';

export async function approvedInquiries(dbName: string): Promise<ApprovedPricingRecord[]> {
  const db = openDatabase(dbName);
  try {
    return await db.approvedReadyToTalk.toArray();
  } finally {
    db.close();
  }
}
