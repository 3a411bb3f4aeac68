# probe: raise OSError(2, msg) is caught by except FileNotFoundError
# inputs
code = 2
# body
try:
    raise OSError(code, "gone")
except FileNotFoundError:
    r_caught = "caught"
