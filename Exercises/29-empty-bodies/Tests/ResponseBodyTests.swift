import Foundation
import Production
import ProductionScenarios
import ProductionTesting
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `checkedValue(of:data:response:)` as the validation scenarios take it.
struct Checked: EndpointValidator {
    func value<Response>(of endpoint: Endpoint<Response>, data: Data, response: URLResponse) throws(APIError) -> Response {
        try checkedValue(of: endpoint, data: data, response: response)
    }
}

@Suite struct ResponseBodyTests {
    @Test(arguments: ["validation.status-first", "validation.empty-bodies", "validation.no-content-update"])
    func scenario(_ id: String) async {
        await ScenarioExpectations.expectPasses(id, of: ValidationScenarios.all, on: Checked().checker)
    }
}
