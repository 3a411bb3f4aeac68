KIND = "module"
