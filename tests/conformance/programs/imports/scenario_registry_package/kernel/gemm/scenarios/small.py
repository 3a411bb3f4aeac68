from . import register
PKG = __package__
@register("small")
def small():
    return {"M": 128, "N": 128}
@register("tiny")
def tiny():
    return {"M": 16}
