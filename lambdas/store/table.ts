import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

/**
 * The single table's physical shape. The CDK Data construct declares the same keys and index;
 * the local runtime and the tests create tables from `tableDefinition`.
 */
export const TABLE_KEYS = { partition: 'PK', sort: 'SK' } as const;
export const GSI1 = { name: 'GSI1', partition: 'GSI1PK', sort: 'GSI1SK' } as const;

export function tableDefinition(tableName: string): CreateTableCommandInput {
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [
      { AttributeName: TABLE_KEYS.partition, AttributeType: 'S' },
      { AttributeName: TABLE_KEYS.sort, AttributeType: 'S' },
      { AttributeName: GSI1.partition, AttributeType: 'S' },
      { AttributeName: GSI1.sort, AttributeType: 'S' },
    ],
    KeySchema: [
      { AttributeName: TABLE_KEYS.partition, KeyType: 'HASH' },
      { AttributeName: TABLE_KEYS.sort, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: GSI1.name,
        KeySchema: [
          { AttributeName: GSI1.partition, KeyType: 'HASH' },
          { AttributeName: GSI1.sort, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      },
    ],
  };
}
