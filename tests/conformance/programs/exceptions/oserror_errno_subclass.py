# probe: OSError called with errno 2 and a message constructs a FileNotFoundError
# inputs
code = 2
# body
r_type = type(OSError(code, "No such file")).__name__
