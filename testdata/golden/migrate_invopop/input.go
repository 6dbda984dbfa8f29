// Package migrate_invopop is a Grafana server's tool inputs as written for
// invopop/jsonschema with RequiredFromJSONSchemaTags: a key is required only
// where its jsonschema tag says required, whatever its json tag says.
// //stitch:package required=jsonschema reads them so; TestMigratedPresence
// checks that every key's presence is the one that library read.
//
//stitch:package required=jsonschema
//stitch:dialects none
package migrate_invopop

// Query a Prometheus datasource with PromQL.
//
//stitch:tool name=query_prometheus
type QueryPrometheus struct {
	DatasourceUID string `json:"datasourceUid" jsonschema:"required,description=The UID of the datasource to query"`
	Expr          string `json:"expr" jsonschema:"required,description=The PromQL expression to query"`
	StartTime     string `json:"startTime" jsonschema:"description=The start time: RFC3339 or a relative time such as now-1h"`
	EndTime       string `json:"endTime" jsonschema:"description=The end time: RFC3339 or a relative time such as now"`
	StepSeconds   int    `json:"stepSeconds" jsonschema:"description=The time series step size in seconds"`
	QueryType     string `json:"queryType" jsonschema:"description=The type of query to use,enum=range,enum=instant,default=range"`
}

// Search dashboards by a query string.
//
//stitch:tool name=search_dashboards
type SearchDashboards struct {
	Query string `json:"query" jsonschema:"description=The query to search for"`
	Limit int    `json:"limit,omitempty" jsonschema:"description=The maximum number of results"`
}

// List the label values of a Loki datasource.
//
//stitch:tool name=list_loki_label_values
type ListLokiLabelValues struct {
	DatasourceUID string `json:"datasourceUid" jsonschema:"required,description=The UID of the datasource to query"`
	LabelName     string `json:"labelName" jsonschema:"required,description=The name of the label to retrieve values for"`
	StartRFC3339  string `json:"startRfc3339,omitempty" jsonschema:"description=The start time of the query in RFC3339 format"`
	EndRFC3339    string `json:"endRfc3339,omitempty" jsonschema:"description=The end time of the query in RFC3339 format"`
}
