import CrewCLI

// Everything lives in CrewCLI; this entry point only hands it the process.
await CrewApplication.main()
