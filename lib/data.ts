import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { GSI1, TABLE_KEYS } from '../lambdas/store/table';

/** The single table (keys and index as lambdas/store/table.ts declares them for the local runtime). */
export class Data extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.table = new Table(this, 'Table', {
      partitionKey: { name: TABLE_KEYS.partition, type: AttributeType.STRING },
      sortKey: { name: TABLE_KEYS.sort, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      timeToLiveAttribute: 'expiresAt',
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.table.addGlobalSecondaryIndex({
      indexName: GSI1.name,
      partitionKey: { name: GSI1.partition, type: AttributeType.STRING },
      sortKey: { name: GSI1.sort, type: AttributeType.STRING },
      projectionType: ProjectionType.ALL,
    });
  }
}
