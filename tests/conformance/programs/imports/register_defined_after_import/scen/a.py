from . import register
@register("a")
def a():
    return 1
