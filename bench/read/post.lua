-- core's live count is a POST without a body (docs/legacy-contract.md).
wrk.method = "POST"
wrk.body = ""
