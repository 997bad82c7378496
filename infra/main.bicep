// The bar in Azure: one resource group per azd environment. `azd up` (see docs/deploy.md) provisions this file
// with the values of main.parameters.json; every resource lives in resources.bicep.
targetScope = 'subscription'

@minLength(1)
@maxLength(64)
@description('Name of the azd environment: part of every resource name and of the tags.')
param environmentName string

@minLength(1)
@description('Region of the resource group, the Function App (Flex Consumption), Cosmos DB, Storage and monitoring. Pick a region with Flex Consumption: az functionapp list-flexconsumption-locations.')
@metadata({
  azd: {
    type: 'location'
  }
})
param location string

@description('Region of the Static Web App resource (the site itself is served globally).')
@allowed([
  'westus2'
  'centralus'
  'eastus2'
  'westeurope'
  'eastasia'
])
param staticWebAppLocation string = 'westeurope'

@description('Region of Azure OpenAI; empty for the main region. Model availability differs by region.')
param openAiLocation string = ''

@description('The chat model the AI bartender uses.')
param openAiModelName string = 'gpt-4.1-mini'

@description('Version of the chat model.')
param openAiModelVersion string = '2025-04-14'

@description('Name of the model deployment the API calls (AZURE_OPENAI_DEPLOYMENT).')
param openAiDeploymentName string = 'chat'

@description('Deployment type of the chat model.')
@allowed([
  'GlobalStandard'
  'DataZoneStandard'
  'Standard'
])
param openAiDeploymentSku string = 'GlobalStandard'

@description('Tokens per minute of the chat deployment, in thousands.')
@minValue(1)
param openAiDeploymentCapacity int = 10

@description('Directory (tenant) id of the Entra ID app registrations; empty for the tenant of this subscription.')
param entraTenantId string = ''

@minLength(1)
@description('Application (client) id of the API app registration (docs/deploy.md, step 1).')
param entraApiClientId string

@description('Application (client) id of the SPA app registration (docs/deploy.md, step 2): the API accepts access tokens issued to this client only (azp); empty: any client of the tenant.')
param entraSpaClientId string = ''

@minLength(1)
@description('Application ID URI of the API app registration, e.g. api://bar-app (the audience of access tokens).')
param entraApiAudience string

@description('IANA time zone of the bar: an order placed at 1 a.m. belongs to the night before.')
param barTimezone string = 'UTC'

@description('ISO 4217 code of the currency prices are shown in (the SPA gets it through app-config.json).')
param barCurrency string = 'USD'

@description('BCP 47 locale money is shown with, e.g. en-US or de-DE.')
param barLocale string = 'en-US'

@description('Where the availability and error alerts are mailed; empty: they show in the portal (Monitor, Alerts) only.')
param alertEmail string = ''

@description('Hour (0-23, bar time) at which the business day starts.')
@minValue(0)
@maxValue(23)
param barDayStartHour int = 6

@description('The age from which the bar may serve alcohol where it trades (the AI bartender offers younger guests alcohol-free drinks only).')
@minValue(16)
@maxValue(25)
param barDrinkingAge int = 21

@description('Object id of the deploying developer (azd sets AZURE_PRINCIPAL_ID): granted the same data roles as the API, to run scripts against Azure. Empty: none.')
param principalId string = ''

@description('Kind of principalId: User for a developer, ServicePrincipal for a pipeline.')
@allowed([
  'User'
  'ServicePrincipal'
  'Group'
])
param principalType string = 'User'

@description('Maximum instances the Function App scales out to.')
@minValue(1)
@maxValue(1000)
param functionMaximumInstanceCount int = 40

@description('Memory of each Function App instance, in MB.')
@allowed([
  512
  2048
  4096
])
param functionInstanceMemoryMB int = 2048

@description('Function App instances kept warm (billed while idle); 0: scale to zero, first request after idle pays a cold start.')
@minValue(0)
param functionAlwaysReadyInstances int = 0

// Names: empty means derived from the environment.
param resourceGroupName string = ''
param staticWebAppName string = ''
param functionAppName string = ''
param functionPlanName string = ''
param cosmosAccountName string = ''
@description('Name of the Cosmos DB database (COSMOS_DATABASE).')
param cosmosDatabaseName string = 'bar'
param storageAccountName string = ''
param openAiAccountName string = ''
param logAnalyticsName string = ''
param applicationInsightsName string = ''

var resourceToken = toLower(uniqueString(subscription().id, environmentName, location))
var tags = {
  'azd-env-name': environmentName
}

resource rg 'Microsoft.Resources/resourceGroups@2024-03-01' = {
  name: !empty(resourceGroupName) ? resourceGroupName : 'rg-${environmentName}'
  location: location
  tags: tags
}

module resources 'resources.bicep' = {
  name: 'bar-resources'
  scope: rg
  params: {
    location: location
    tags: tags
    staticWebAppLocation: staticWebAppLocation
    openAiLocation: !empty(openAiLocation) ? openAiLocation : location
    staticWebAppName: !empty(staticWebAppName) ? staticWebAppName : 'stapp-${resourceToken}'
    functionAppName: !empty(functionAppName) ? functionAppName : 'func-${resourceToken}'
    functionPlanName: !empty(functionPlanName) ? functionPlanName : 'plan-${resourceToken}'
    cosmosAccountName: !empty(cosmosAccountName) ? cosmosAccountName : 'cosmos-${resourceToken}'
    cosmosDatabaseName: cosmosDatabaseName
    storageAccountName: !empty(storageAccountName) ? storageAccountName : 'st${resourceToken}'
    openAiAccountName: !empty(openAiAccountName) ? openAiAccountName : 'oai-${resourceToken}'
    logAnalyticsName: !empty(logAnalyticsName) ? logAnalyticsName : 'log-${resourceToken}'
    applicationInsightsName: !empty(applicationInsightsName) ? applicationInsightsName : 'appi-${resourceToken}'
    openAiModelName: openAiModelName
    openAiModelVersion: openAiModelVersion
    openAiDeploymentName: openAiDeploymentName
    openAiDeploymentSku: openAiDeploymentSku
    openAiDeploymentCapacity: openAiDeploymentCapacity
    entraTenantId: !empty(entraTenantId) ? entraTenantId : tenant().tenantId
    entraApiClientId: entraApiClientId
    entraSpaClientId: entraSpaClientId
    entraApiAudience: entraApiAudience
    barTimezone: barTimezone
    barCurrency: barCurrency
    barLocale: barLocale
    alertEmail: alertEmail
    barDayStartHour: barDayStartHour
    barDrinkingAge: barDrinkingAge
    principalId: principalId
    principalType: principalType
    functionMaximumInstanceCount: functionMaximumInstanceCount
    functionInstanceMemoryMB: functionInstanceMemoryMB
    functionAlwaysReadyInstances: functionAlwaysReadyInstances
  }
}

// Outputs become azd environment values: the SPA's app-config.json (scripts/app-config.ts) and the pipeline read them.
output AZURE_LOCATION string = location
output AZURE_RESOURCE_GROUP string = rg.name
output AZURE_STATIC_WEB_APP_NAME string = resources.outputs.staticWebAppName
output AZURE_STATIC_WEB_APP_URL string = resources.outputs.staticWebAppUrl
output AZURE_FUNCTION_APP_NAME string = resources.outputs.functionAppName
output ENTRA_TENANT_ID string = resources.outputs.entraTenantId
output ENTRA_API_CLIENT_ID string = entraApiClientId
output ENTRA_API_AUDIENCE string = entraApiAudience
output COSMOS_ENDPOINT string = resources.outputs.cosmosEndpoint
output COSMOS_DATABASE string = resources.outputs.cosmosDatabaseName
output AZURE_STORAGE_ACCOUNT_URL string = resources.outputs.storageAccountUrl
output AZURE_OPENAI_ENDPOINT string = resources.outputs.openAiEndpoint
output AZURE_OPENAI_DEPLOYMENT string = resources.outputs.openAiDeploymentName
