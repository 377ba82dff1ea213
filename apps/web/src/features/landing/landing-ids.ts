/** Element ids of the landing's sections that its start script looks up (paths.applicationAnchor is /#solicitud). */
export const APPLICATION_ID = 'solicitud';
export const CONDITIONS_ID = 'condiciones';
