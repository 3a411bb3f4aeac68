VALUE = "the mangled module"
