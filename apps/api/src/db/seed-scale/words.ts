// The small vocabularies the scale seed draws names, places and reasons from (Venezuelan usage).

/** A comma-separated list: short to read, and prettier keeps it as written. */
const list = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export const maleNames = list(`
  José, Luis, Carlos, Juan, Jesús, Miguel, Pedro, Rafael, Jorge, Manuel, Antonio, Francisco,
  Alejandro, Daniel, Ángel, Ricardo, Eduardo, Wilmer, Yonathan, Douglas, Richard, Freddy, Nelson,
  Orlando, Alexis, Gustavo, Héctor, Víctor, Ramón, Simón, Andrés, Gabriel, Yohan, Deivis, Kelvin,
  Jhonny, Leonardo, Oscar, Enrique, Rubén
`);

export const femaleNames = list(`
  María, Ana, Carmen, Luisa, Rosa, Yelitza, Yusmary, Daniela, Gabriela, Andreína, Mariela,
  Marisol, Yolanda, Carolina, Alejandra, Karina, Yuleisy, Norelis, Milagros, Beatriz, Génesis,
  Josefina, Dayana, Patricia, Elena, Isabel, Yamileth, Zuleima, Oriana, Mayerlin
`);

export const lastNames = list(`
  González, Rodríguez, Pérez, Hernández, García, Martínez, López, Díaz, Sánchez, Romero, Ramírez,
  Torres, Rojas, Flores, Gutiérrez, Álvarez, Medina, Mendoza, Castillo, Moreno, Marcano, Salazar,
  Rivas, Guzmán, Blanco, Suárez, Castro, Silva, Vargas, Contreras, Mora, Chacón, Bolívar,
  Briceño, Parra, Carrasquel, Colmenares, Villarroel, Quintero, Zambrano
`);

export const mailDomains = list(`gmail.com, hotmail.com, yahoo.es, outlook.com, cantv.net`);

export const mobileCodes = list(`412, 414, 416, 424, 426`);

export const streets = list(`Calle, Avenida, Carrera, Vereda, Transversal`);

export const sectors = list(`
  Barrio Unión, Urbanización Los Olivos, Sector La Pradera, Barrio El Carmen,
  Urbanización Villa Asia, Sector Brisas del Orinoco, Barrio San José, Urbanización La Floresta,
  Sector Las Américas, Barrio Los Próceres, Urbanización El Paraíso, Sector Vista al Sol
`);

/** The 20 lines (organizations): name | type | municipality | state, one a line. */
export const organizations = `
  Línea Unión Caroní | Asociación civil | Caroní | Bolívar
  Cooperativa de Transporte Los Próceres | Cooperativa | Heres | Bolívar
  Asociación Civil Línea Alta Vista | Asociación civil | Caroní | Bolívar
  Mototaxis Unidos de Sucre | Cooperativa | Sucre | Sucre
  Línea Expresos del Llano | Compañía anónima | Miranda | Guárico
  Cooperativa Rutas de Libertador | Cooperativa | Libertador | Distrito Capital
  Taxis Ejecutivos Chacao | Sociedad civil | Chacao | Miranda
  Línea Baruta-El Hatillo | Asociación civil | Baruta | Miranda
  Cooperativa Transporte Lago Azul | Cooperativa | Maracaibo | Zulia
  Línea Valencia Norte | Asociación civil | Valencia | Carabobo
  Mototaxis Iribarren | Cooperativa | Iribarren | Lara
  Expresos Girardot | Compañía anónima | Girardot | Aragua
  Línea Margarita Oriente | Asociación civil | Mariño | Nueva Esparta
  Cooperativa Simón Bolívar | Cooperativa | Simón Bolívar | Anzoátegui
  Transporte Andino Libertador | Sociedad civil | Libertador | Mérida
  Línea San Cristóbal Centro | Asociación civil | San Cristóbal | Táchira
  Cooperativa Maturín Sur | Cooperativa | Maturín | Monagas
  Línea Barinas Ribereña | Asociación civil | Barinas | Barinas
  Mototaxis Puerto Cabello | Cooperativa | Puerto Cabello | Carabobo
  Expresos Coro Falcón | Compañía anónima | Miranda | Falcón
`
  .trim()
  .split('\n')
  .map((line) => {
    const [name, type, municipality, state] = line.split('|').map((s) => s.trim());
    return { name: name!, type: type!, municipality: municipality!, state: state! };
  });

/** Vehicles by type, as 'Brand|Model' (brands from the spec's list). */
export const vehicles: Record<'Moto' | 'Sedan' | 'Colectivo' | 'Minibus', string[]> = {
  Moto: list(`
    Bera|SBR 150, Bera|Cobra 200, Empire|Horse 150, Empire|Owen 150, Yamaha|DT 175,
    Yamaha|YBR 125, Suzuki|GN 125, Suzuki|EN 125, Kawasaki|KLR 650
  `),
  Sedan: list(`
    Toyota|Corolla, Toyota|Yaris, Chevrolet|Aveo, Chevrolet|Optra, Chevrolet|Spark,
    Ford|Fiesta, Fiat|Palio, Fiat|Siena, Kia|Rio, Nissan|Sentra, Mitsubishi|Lancer, Mazda|3,
    Peugeot|206, Volkswagen|Gol
  `),
  Colectivo: list(`
    Iveco|Daily 70C16, Mercedes Benz|Sprinter 515, Isuzu|NPR, Ford|Cargo 815, Chevrolet|NPR,
    Volkswagen|Delivery, Toyota|Coaster
  `),
  Minibus: list(`
    Iveco|Daily 50C15, Mercedes Benz|Sprinter 311, Ford|Transit, Toyota|Hiace,
    Chevrolet|Express, Volkswagen|Crafter, Kia|Pregio, Mitsubishi|Rosa, Nissan|Civilian
  `),
};

export const colors = list(`Blanco, Negro, Gris, Plata, Rojo, Azul, Verde, Amarillo, Beige, Vinotinto`);

export const loanReasons = list(`
  Reparación de motor, Compra de cauchos, Cambio de batería, Mantenimiento preventivo,
  Reparación de la caja de velocidades, Latonería y pintura, Compra de repuestos,
  Cambio de aceite y filtros, Reparación del sistema de frenos, Reparación del tren delantero,
  Reparación del sistema eléctrico, Renovación de la póliza de seguro, Reparación del embrague,
  Cambio de amortiguadores, Trámites del permiso de circulación
`);

export const officeCreditReasons = list(`
  Pago en efectivo en la oficina, Depósito en taquilla bancaria,
  Pago recibido en la sede de la línea, Pago móvil verificado en la oficina,
  Abono entregado al tesorero
`);

export const fundReasons = list(`
  Aporte al fondo de contingencia, Aporte al fondo rotativo de préstamos,
  Donación para el fondo de repuestos, Contribución al fondo de emergencias,
  Aporte al fondo social, Capitalización del fondo de préstamos,
  Donación para el fondo de cauchos
`);

export const fundOrigins = list(`
  Aporte de los socios, Alcaldía del municipio, Gobernación del estado,
  Donación de empresa privada, Rifa benéfica, Excedentes del ejercicio, Federación de transporte,
  Cooperativa aliada
`);

export const plainIncomeReasons = list(`
  Cuota de inscripción de afiliado, Venta de repuestos usados, Alquiler del estacionamiento,
  Intereses bancarios, Reintegro de gastos, Cuota mensual de la línea,
  Multa por inasistencia a asamblea, Venta de calcomanías de la línea, Aporte de patrocinio,
  Alquiler de la sala de reuniones
`);

export const expenseReasons = list(`
  Pago de nómina, Alquiler de la oficina, Servicio de internet, Papelería y útiles de oficina,
  Mantenimiento de la oficina, Servicio eléctrico, Comisiones bancarias, Honorarios del contador,
  Publicidad en radio local, Viáticos de la junta directiva, Impuestos municipales,
  Servicio de telefonía, Compra de equipos de computación, Asamblea de socios,
  Seguro de la oficina
`);
