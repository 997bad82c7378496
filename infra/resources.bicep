// Every resource of one environment. No keys anywhere: the Function App's system-assigned identity (and the
// deploying developer) get data-plane roles; Cosmos DB, Storage, Azure OpenAI and Application Insights refuse
// key-based access.

param location string
param tags object
param staticWebAppLocation string
param openAiLocation string

param staticWebAppName string
param functionAppName string
param functionPlanName string
param cosmosAccountName string
param cosmosDatabaseName string
param storageAccountName string
param openAiAccountName string
param logAnalyticsName string
param applicationInsightsName string

param openAiModelName string
param openAiModelVersion string
param openAiDeploymentName string
param openAiDeploymentSku string
param openAiDeploymentCapacity int

param entraTenantId string
param entraApiClientId string
param entraSpaClientId string
param entraApiAudience string
param barTimezone string
param barCurrency string
param barLocale string

@description('Where alerts are mailed (an action group); empty: they show in the portal only.')
param alertEmail string = ''
param barDayStartHour int
param barDrinkingAge int

param principalId string
@allowed([
  'User'
  'ServicePrincipal'
  'Group'
])
param principalType string
param functionMaximumInstanceCount int
param functionInstanceMemoryMB int
param functionAlwaysReadyInstances int

// The Cosmos containers exactly as api/src/data/containers.ts declares them (api/test/infra holds the two together).
var cosmosContainers = [
  {
    name: 'inventory'
    partitionKey: '/category'
    compositeIndexes: []
  }
  {
    name: 'recipes'
    partitionKey: '/category'
    compositeIndexes: []
  }
  {
    name: 'orders'
    partitionKey: '/date'
    compositeIndexes: [
      [
        {
          path: '/status'
          order: 'ascending'
        }
        {
          path: '/createdAt'
          order: 'ascending'
        }
      ]
    ]
  }
  {
    name: 'users'
    partitionKey: '/role'
    compositeIndexes: []
  }
  {
    name: 'audit'
    partitionKey: '/date'
    compositeIndexes: []
  }
  {
    name: 'meta'
    partitionKey: '/id'
    compositeIndexes: []
  }
  {
    name: 'reports'
    partitionKey: '/date'
    compositeIndexes: []
  }
]

// Blob containers: images per kind (domain/src/images.ts), chunks of chunked restores (api/src/storage/containers.ts),
// and the Flex Consumption deployment packages.
var imageContainerNames = [
  'recipe-images'
  'inventory-images'
]
var restoreSessionsContainerName = 'restore-sessions'
var deploymentContainerName = 'app-package'
var blobContainerNames = concat(imageContainerNames, [
  restoreSessionsContainerName
  deploymentContainerName
])

// Built-in role definitions.
var storageBlobDataContributorRoleId = 'ba92f5b4-2d11-453d-a403-e96b0029c9fe'
var cognitiveServicesOpenAiUserRoleId = '5e0bd9bd-7b93-4f28-af87-19fc36ad61bd'
var monitoringMetricsPublisherRoleId = '3913510d-42f4-4e42-8a64-420c390055eb'
var cosmosDataContributorRoleId = '00000000-0000-0000-0000-000000000002'

// ---------------------------------------------------------------------------------------------------------------
// Monitoring

resource logAnalytics 'Microsoft.OperationalInsights/workspaces@2023-09-01' = {
  name: logAnalyticsName
  location: location
  tags: tags
  properties: {
    sku: {
      name: 'PerGB2018'
    }
    retentionInDays: 30
  }
}

resource appInsights 'Microsoft.Insights/components@2020-02-02' = {
  name: applicationInsightsName
  location: location
  tags: tags
  kind: 'web'
  properties: {
    Application_Type: 'web'
    WorkspaceResourceId: logAnalytics.id
    // Telemetry is accepted only with an Entra ID token (APPLICATIONINSIGHTS_AUTHENTICATION_STRING).
    DisableLocalAuth: true
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Cosmos DB for NoSQL, serverless, Entra ID only

resource cosmos 'Microsoft.DocumentDB/databaseAccounts@2024-11-15' = {
  name: cosmosAccountName
  location: location
  tags: tags
  kind: 'GlobalDocumentDB'
  properties: {
    databaseAccountOfferType: 'Standard'
    locations: [
      {
        locationName: location
        failoverPriority: 0
        isZoneRedundant: false
      }
    ]
    capabilities: [
      {
        name: 'EnableServerless'
      }
    ]
    consistencyPolicy: {
      defaultConsistencyLevel: 'Session'
    }
    // Point-in-time restore of the last 7 days (docs/deploy.md, rolling back).
    backupPolicy: {
      type: 'Continuous'
      continuousModeProperties: {
        tier: 'Continuous7Days'
      }
    }
    disableLocalAuth: true
    disableKeyBasedMetadataWriteAccess: true
    minimalTlsVersion: 'Tls12'
    publicNetworkAccess: 'Enabled'
  }
}

resource cosmosDatabase 'Microsoft.DocumentDB/databaseAccounts/sqlDatabases@2024-11-15' = {
  parent: cosmos
  name: cosmosDatabaseName
  properties: {
    resource: {
      id: cosmosDatabaseName
    }
  }
}

// One at a time: Cosmos DB refuses concurrent changes to one account.
@batchSize(1)
resource cosmosContainerResources 'Microsoft.DocumentDB/databaseAccounts/sqlDatabases/containers@2024-11-15' = [
  for container in cosmosContainers: {
    parent: cosmosDatabase
    name: container.name
    properties: {
      resource: {
        id: container.name
        partitionKey: {
          paths: [
            container.partitionKey
          ]
          kind: 'Hash'
          version: 2
        }
        indexingPolicy: {
          indexingMode: 'consistent'
          automatic: true
          includedPaths: [
            {
              path: '/*'
            }
          ]
          excludedPaths: [
            {
              path: '/"_etag"/?'
            }
          ]
          compositeIndexes: container.compositeIndexes
        }
      }
    }
  }
]

// ---------------------------------------------------------------------------------------------------------------
// Storage: images, restore sessions, the Functions host and its deployment packages; Entra ID only

resource storage 'Microsoft.Storage/storageAccounts@2023-05-01' = {
  name: storageAccountName
  location: location
  tags: tags
  kind: 'StorageV2'
  sku: {
    name: 'Standard_LRS'
  }
  properties: {
    accessTier: 'Hot'
    allowSharedKeyAccess: false
    allowBlobPublicAccess: false
    defaultToOAuthAuthentication: true
    minimumTlsVersion: 'TLS1_2'
    supportsHttpsTrafficOnly: true
    publicNetworkAccess: 'Enabled'
    networkAcls: {
      defaultAction: 'Allow'
      bypass: 'AzureServices'
    }
  }
}

resource blobService 'Microsoft.Storage/storageAccounts/blobServices@2023-05-01' = {
  parent: storage
  name: 'default'
  properties: {
    // A deleted image or container can be undeleted for a week.
    deleteRetentionPolicy: {
      enabled: true
      days: 7
    }
    containerDeleteRetentionPolicy: {
      enabled: true
      days: 7
    }
  }
}

resource blobContainers 'Microsoft.Storage/storageAccounts/blobServices/containers@2023-05-01' = [
  for containerName in blobContainerNames: {
    parent: blobService
    name: containerName
    properties: {
      publicAccess: 'None'
    }
  }
]

// The API removes abandoned restore sessions after an hour; this catches whatever it missed.
resource storageLifecycle 'Microsoft.Storage/storageAccounts/managementPolicies@2023-05-01' = {
  parent: storage
  name: 'default'
  properties: {
    policy: {
      rules: [
        {
          name: 'expire-restore-sessions'
          enabled: true
          type: 'Lifecycle'
          definition: {
            filters: {
              blobTypes: [
                'blockBlob'
              ]
              prefixMatch: [
                '${restoreSessionsContainerName}/'
              ]
            }
            actions: {
              baseBlob: {
                delete: {
                  daysAfterModificationGreaterThan: 2
                }
              }
            }
          }
        }
      ]
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Azure OpenAI with one chat deployment, Entra ID only

resource openAi 'Microsoft.CognitiveServices/accounts@2024-10-01' = {
  name: openAiAccountName
  location: openAiLocation
  tags: tags
  kind: 'OpenAI'
  sku: {
    name: 'S0'
  }
  properties: {
    // A custom subdomain is what makes Entra ID authentication possible.
    customSubDomainName: openAiAccountName
    disableLocalAuth: true
    publicNetworkAccess: 'Enabled'
  }
}

resource openAiDeployment 'Microsoft.CognitiveServices/accounts/deployments@2024-10-01' = {
  parent: openAi
  name: openAiDeploymentName
  sku: {
    name: openAiDeploymentSku
    capacity: openAiDeploymentCapacity
  }
  properties: {
    model: {
      format: 'OpenAI'
      name: openAiModelName
      version: openAiModelVersion
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The API: Function App on Flex Consumption, Node 22, system-assigned identity

resource functionPlan 'Microsoft.Web/serverfarms@2024-04-01' = {
  name: functionPlanName
  location: location
  tags: tags
  kind: 'functionapp'
  sku: {
    name: 'FC1'
    tier: 'FlexConsumption'
  }
  properties: {
    reserved: true
  }
}

// Instances kept warm for the HTTP functions (billed while idle): no cold start for the first guest.
var alwaysReadyHttp = [
  {
    name: 'http'
    instanceCount: functionAlwaysReadyInstances
  }
]

resource functionApp 'Microsoft.Web/sites@2024-04-01' = {
  name: functionAppName
  location: location
  tags: union(tags, {
    'azd-service-name': 'api'
  })
  kind: 'functionapp,linux'
  identity: {
    type: 'SystemAssigned'
  }
  properties: {
    serverFarmId: functionPlan.id
    httpsOnly: true
    siteConfig: {
      minTlsVersion: '1.2'
    }
    functionAppConfig: {
      deployment: {
        storage: {
          type: 'blobContainer'
          value: '${storage.properties.primaryEndpoints.blob}${deploymentContainerName}'
          authentication: {
            type: 'SystemAssignedIdentity'
          }
        }
      }
      scaleAndConcurrency: {
        maximumInstanceCount: functionMaximumInstanceCount
        instanceMemoryMB: functionInstanceMemoryMB
        alwaysReady: functionAlwaysReadyInstances > 0 ? alwaysReadyHttp : []
      }
      runtime: {
        name: 'node'
        version: '22'
      }
    }
  }
  // The deployment container must exist when the app is created.
  dependsOn: [
    blobContainers
  ]
}

// The app's settings: endpoints and names only, never a key. Every name the API reads is in api/src/config.ts.
var functionAppSettings = {
  // The Functions host: its storage through the managed identity, telemetry authenticated with Entra ID.
  AzureWebJobsStorage__accountName: storage.name
  APPLICATIONINSIGHTS_CONNECTION_STRING: appInsights.properties.ConnectionString
  APPLICATIONINSIGHTS_AUTHENTICATION_STRING: 'Authorization=AAD'
  // Telemetry (docs/operations.md): host.json has "telemetryMode": "OpenTelemetry", and the API's worker exports
  // its traces and logs with the Azure Monitor distro (api/src/telemetry/). What is kept: at most 5 traces a
  // second per instance, whole traces (the SPA's request, the API call, its Cosmos DB and Blob Storage calls).
  OTEL_SERVICE_NAME: 'bar-api'
  OTEL_TRACES_SAMPLER: 'microsoft.rate_limited'
  OTEL_TRACES_SAMPLER_ARG: '5'
  // The API.
  AUTH_MODE: 'entra'
  ENTRA_TENANT_ID: entraTenantId
  ENTRA_API_AUDIENCE: entraApiAudience
  ENTRA_API_CLIENT_ID: entraApiClientId
  ENTRA_SPA_CLIENT_ID: entraSpaClientId
  COSMOS_ENDPOINT: cosmos.properties.documentEndpoint
  COSMOS_DATABASE: cosmosDatabaseName
  AZURE_STORAGE_ACCOUNT_URL: storage.properties.primaryEndpoints.blob
  // Azure OpenAI with the managed identity; the built-in engine answers when it fails.
  AI_ENGINE: 'azure-openai'
  AZURE_OPENAI_ENDPOINT: openAi.properties.endpoint
  AZURE_OPENAI_DEPLOYMENT: openAiDeploymentName
  BAR_TIMEZONE: barTimezone
  BAR_DAY_START_HOUR: string(barDayStartHour)
  BAR_DRINKING_AGE: string(barDrinkingAge)
  BAR_CURRENCY: barCurrency
  BAR_LOCALE: barLocale
}

resource functionAppSettingsConfig 'Microsoft.Web/sites/config@2024-04-01' = {
  parent: functionApp
  name: 'appsettings'
  properties: functionAppSettings
}

// Deployments use Entra ID (azd, the pipeline's OIDC login), never publishing credentials.
resource functionAppScmBasicAuth 'Microsoft.Web/sites/basicPublishingCredentialsPolicies@2024-04-01' = {
  parent: functionApp
  name: 'scm'
  properties: {
    allow: false
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The SPA: Static Web App (Standard) with the Function App as its /api backend

resource staticWebApp 'Microsoft.Web/staticSites@2024-04-01' = {
  name: staticWebAppName
  location: staticWebAppLocation
  tags: union(tags, {
    'azd-service-name': 'web'
  })
  sku: {
    name: 'Standard'
    tier: 'Standard'
  }
  properties: {
    allowConfigFileUpdates: true
    // Linked backends do not serve preview environments.
    stagingEnvironmentPolicy: 'Disabled'
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Availability test and alerts: the site as guests reach it, server errors, slow answers, Cosmos throttling.
// Alerts fire into the portal (Monitor, Alerts); with alertEmail set, an action group also mails them.

resource alertActionGroup 'Microsoft.Insights/actionGroups@2023-01-01' = if (!empty(alertEmail)) {
  name: '${applicationInsightsName}-alerts'
  location: 'global'
  tags: tags
  properties: {
    groupShortName: 'bar-alerts'
    enabled: true
    emailReceivers: [
      {
        name: 'operators'
        emailAddress: alertEmail
        useCommonAlertSchema: true
      }
    ]
  }
}

var alertActions = empty(alertEmail) ? [] : [
  {
    actionGroupId: alertActionGroup.id
  }
]

// GET /api/health through the Static Web App every 5 minutes from five regions: 200 within 30 s, TLS valid.
resource healthTest 'Microsoft.Insights/webtests@2022-06-15' = {
  name: '${applicationInsightsName}-health'
  location: location
  tags: union(tags, {
    'hidden-link:${appInsights.id}': 'Resource'
  })
  kind: 'standard'
  properties: {
    SyntheticMonitorId: '${applicationInsightsName}-health'
    Name: 'API health through the Static Web App'
    Kind: 'standard'
    Enabled: true
    Frequency: 300
    Timeout: 30
    RetryEnabled: true
    Locations: [
      { Id: 'us-va-ash-azr' }
      { Id: 'us-ca-sjc-azr' }
      { Id: 'emea-nl-ams-azr' }
      { Id: 'emea-gb-db3-azr' }
      { Id: 'apac-sg-sin-azr' }
    ]
    Request: {
      RequestUrl: 'https://${staticWebApp.properties.defaultHostname}/api/health'
      HttpVerb: 'GET'
      ParseDependentRequests: false
    }
    ValidationRules: {
      ExpectedHttpStatusCode: 200
      SSLCheck: true
      SSLCertRemainingLifetimeCheck: 7
    }
  }
}

resource healthAlert 'Microsoft.Insights/metricAlerts@2018-03-01' = {
  name: '${applicationInsightsName}-health-failed'
  location: 'global'
  tags: tags
  properties: {
    description: 'GET /api/health failed from 2 or more of the 5 test locations.'
    severity: 1
    enabled: true
    scopes: [
      healthTest.id
      appInsights.id
    ]
    evaluationFrequency: 'PT1M'
    windowSize: 'PT5M'
    criteria: {
      'odata.type': 'Microsoft.Azure.Monitor.WebtestLocationAvailabilityCriteria'
      webTestId: healthTest.id
      componentId: appInsights.id
      failedLocationCount: 2
    }
    actions: alertActions
  }
}

// More than 5 % of at least 20 API requests answered 5xx in 5 minutes.
resource serverErrorsAlert 'Microsoft.Insights/scheduledQueryRules@2023-03-15-preview' = {
  name: '${applicationInsightsName}-5xx-rate'
  location: location
  tags: tags
  properties: {
    description: 'More than 5 % of the API requests answered with a server error (5xx) over 5 minutes.'
    severity: 1
    enabled: true
    scopes: [
      appInsights.id
    ]
    evaluationFrequency: 'PT5M'
    windowSize: 'PT5M'
    criteria: {
      allOf: [
        {
          query: 'requests | summarize total = sum(itemCount), failed = sumif(itemCount, toint(resultCode) >= 500) | where total >= 20 and failed * 100.0 / total > 5'
          timeAggregation: 'Count'
          operator: 'GreaterThan'
          threshold: 0
          failingPeriods: {
            numberOfEvaluationPeriods: 1
            minFailingPeriodsToAlert: 1
          }
        }
      ]
    }
    actions: {
      actionGroups: empty(alertEmail) ? [] : [
        alertActionGroup.id
      ]
    }
  }
}

// The 95th percentile of API request durations above 2 s over 15 minutes (at least 20 requests).
resource latencyAlert 'Microsoft.Insights/scheduledQueryRules@2023-03-15-preview' = {
  name: '${applicationInsightsName}-latency'
  location: location
  tags: tags
  properties: {
    description: 'The slowest 5 % of API requests took more than 2 seconds over 15 minutes.'
    severity: 2
    enabled: true
    scopes: [
      appInsights.id
    ]
    evaluationFrequency: 'PT5M'
    windowSize: 'PT15M'
    criteria: {
      allOf: [
        {
          query: 'requests | summarize n = sum(itemCount), p95 = percentile(duration, 95) | where n >= 20 and p95 > 2000'
          timeAggregation: 'Count'
          operator: 'GreaterThan'
          threshold: 0
          failingPeriods: {
            numberOfEvaluationPeriods: 1
            minFailingPeriodsToAlert: 1
          }
        }
      ]
    }
    actions: {
      actionGroups: empty(alertEmail) ? [] : [
        alertActionGroup.id
      ]
    }
  }
}

// Cosmos DB throttling: more than 10 requests answered 429 in 5 minutes (the serverless account's RU ceiling).
resource cosmosThrottlingAlert 'Microsoft.Insights/metricAlerts@2018-03-01' = {
  name: '${applicationInsightsName}-cosmos-429'
  location: 'global'
  tags: tags
  properties: {
    description: 'Cosmos DB answered more than 10 requests with 429 (too many requests) over 5 minutes.'
    severity: 2
    enabled: true
    scopes: [
      cosmos.id
    ]
    evaluationFrequency: 'PT1M'
    windowSize: 'PT5M'
    criteria: {
      'odata.type': 'Microsoft.Azure.Monitor.SingleResourceMultipleMetricCriteria'
      allOf: [
        {
          criterionType: 'StaticThresholdCriterion'
          name: 'throttled'
          metricNamespace: 'Microsoft.DocumentDB/databaseAccounts'
          metricName: 'TotalRequests'
          dimensions: [
            {
              name: 'StatusCode'
              operator: 'Include'
              values: [
                '429'
              ]
            }
          ]
          operator: 'GreaterThan'
          threshold: 10
          timeAggregation: 'Count'
        }
      ]
    }
    actions: alertActions
  }
}

resource staticWebAppBackend 'Microsoft.Web/staticSites/linkedBackends@2024-04-01' = {
  parent: staticWebApp
  name: 'api'
  properties: {
    backendResourceId: functionApp.id
    region: location
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Data-plane roles of the Function App's identity

resource functionCosmosRole 'Microsoft.DocumentDB/databaseAccounts/sqlRoleAssignments@2024-11-15' = {
  parent: cosmos
  name: guid(cosmos.id, functionApp.id, cosmosDataContributorRoleId)
  properties: {
    roleDefinitionId: '${cosmos.id}/sqlRoleDefinitions/${cosmosDataContributorRoleId}'
    principalId: functionApp.identity.principalId
    scope: cosmos.id
  }
  dependsOn: [
    cosmosContainerResources
  ]
}

resource functionStorageRole 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  name: guid(storage.id, functionApp.id, storageBlobDataContributorRoleId)
  scope: storage
  properties: {
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', storageBlobDataContributorRoleId)
    principalId: functionApp.identity.principalId
    principalType: 'ServicePrincipal'
  }
}

resource functionOpenAiRole 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  name: guid(openAi.id, functionApp.id, cognitiveServicesOpenAiUserRoleId)
  scope: openAi
  properties: {
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', cognitiveServicesOpenAiUserRoleId)
    principalId: functionApp.identity.principalId
    principalType: 'ServicePrincipal'
  }
}

resource functionMonitoringRole 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  name: guid(appInsights.id, functionApp.id, monitoringMetricsPublisherRoleId)
  scope: appInsights
  properties: {
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', monitoringMetricsPublisherRoleId)
    principalId: functionApp.identity.principalId
    principalType: 'ServicePrincipal'
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The same data-plane roles for the deploying developer (principalId)

resource developerCosmosRole 'Microsoft.DocumentDB/databaseAccounts/sqlRoleAssignments@2024-11-15' = if (!empty(principalId)) {
  parent: cosmos
  name: guid(cosmos.id, principalId, cosmosDataContributorRoleId)
  properties: {
    roleDefinitionId: '${cosmos.id}/sqlRoleDefinitions/${cosmosDataContributorRoleId}'
    principalId: principalId
    scope: cosmos.id
  }
  dependsOn: [
    functionCosmosRole
  ]
}

resource developerStorageRole 'Microsoft.Authorization/roleAssignments@2022-04-01' = if (!empty(principalId)) {
  name: guid(storage.id, principalId, storageBlobDataContributorRoleId)
  scope: storage
  properties: {
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', storageBlobDataContributorRoleId)
    principalId: principalId
    principalType: principalType
  }
}

resource developerOpenAiRole 'Microsoft.Authorization/roleAssignments@2022-04-01' = if (!empty(principalId)) {
  name: guid(openAi.id, principalId, cognitiveServicesOpenAiUserRoleId)
  scope: openAi
  properties: {
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', cognitiveServicesOpenAiUserRoleId)
    principalId: principalId
    principalType: principalType
  }
}

output staticWebAppName string = staticWebApp.name
output staticWebAppUrl string = 'https://${staticWebApp.properties.defaultHostname}'
output functionAppName string = functionApp.name
output entraTenantId string = entraTenantId
output cosmosEndpoint string = cosmos.properties.documentEndpoint
output cosmosDatabaseName string = cosmosDatabase.name
output storageAccountUrl string = storage.properties.primaryEndpoints.blob
output openAiEndpoint string = openAi.properties.endpoint
output openAiDeploymentName string = openAiDeployment.name
