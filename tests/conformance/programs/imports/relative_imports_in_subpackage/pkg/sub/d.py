from . import c as cc
from .c import W as WW
from ...pkg import b
NAME = __name__
PKG = __package__
SAME = cc.W == WW
BV = b.V
