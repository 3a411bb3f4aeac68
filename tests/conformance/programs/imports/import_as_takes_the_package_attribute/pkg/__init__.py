from . import sub
sub = "shadow"
