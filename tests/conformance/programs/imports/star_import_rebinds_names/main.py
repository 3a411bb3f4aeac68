# probe: `from m import *` rebinds names bound before it; names bound after win; a function defined before reads the star-bound global
# inputs
size = 1
# body
dtype = "fp32"
def read():
    return (size, dtype)
r_before = read()
from shapes import *
r_after = read()
dtype = "bf16"
r_last = read()
