"""The games Inkwell ships; importing this package registers each one."""
