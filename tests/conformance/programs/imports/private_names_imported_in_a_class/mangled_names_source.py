__x = "plain"
_C__x = "mangled"
_C__y = 7
