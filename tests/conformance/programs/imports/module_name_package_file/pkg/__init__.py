"""Package doc."""
