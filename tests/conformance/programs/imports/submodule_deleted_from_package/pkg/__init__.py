from . import sub
VALUE = sub.V
del sub
