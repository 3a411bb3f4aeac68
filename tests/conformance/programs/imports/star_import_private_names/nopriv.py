public = 1
_private = 2
__dunder = 3
import os as _os
def helper():
    return public
